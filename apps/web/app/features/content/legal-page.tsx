import { Fragment } from "react";
import { NavLink } from "react-router";
import { CONTENT_COPY, formatLongDate, LEGAL_DOCUMENTS, LEGAL_KINDS, LEGAL_PATHS, SUPPORT } from "@utsav/domain/client";
import type { LegalDocument, LegalKind } from "@utsav/domain/client";
import page from "../../shared/ui/content-page.module.css";
import styles from "./legal-page.module.css";

/** One legal document, with tabs to the other two. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const doc: LegalDocument = LEGAL_DOCUMENTS[kind];
  return (
    <div className={`container ${page.page}`}>
      <nav aria-label={CONTENT_COPY.policies} className={styles.tabs}>
        {LEGAL_KINDS.map((other) => (
          <NavLink key={other} to={LEGAL_PATHS[other]} className={styles.tab}>
            {LEGAL_DOCUMENTS[other].title}
          </NavLink>
        ))}
      </nav>
      <article>
        <header className={page.hero}>
          <h1 className="page-title">{doc.title}</h1>
          <p className={page.meta}>
            <span>
              {CONTENT_COPY.lastUpdated} <time dateTime={doc.updated}>{formatLongDate(doc.updated)}</time>
            </span>
          </p>
          <p className={page.lead}>{doc.intro}</p>
        </header>
        <div className={page.prose}>
          {doc.sections.map((section) => (
            <section key={section.heading} className={styles.section}>
              <h2>{section.heading}</h2>
              {section.paragraphs?.map((text) => (
                <p key={text}>
                  <WithEmailLink text={text} />
                </p>
              ))}
              {section.items ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>
                      <WithEmailLink text={item} />
                    </li>
                  ))}
                </ul>
              ) : null}
              {section.notes?.map((text) => (
                <p key={text}>
                  <WithEmailLink text={text} />
                </p>
              ))}
            </section>
          ))}
        </div>
      </article>
    </div>
  );
}

/** The support address, wherever a document mentions it, as a mail link. */
function WithEmailLink({ text }: { text: string }) {
  const parts = text.split(SUPPORT.email);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <a href={`mailto:${SUPPORT.email}`}>{SUPPORT.email}</a> : null}
      {part}
    </Fragment>
  ));
}
