import { Link } from "react-router";
import { BRIEF_COPY, briefCopyFor, formatDay, MY_BRIEFS_TITLE } from "@utsav/domain/client";
import type { ConsumerBriefList } from "@utsav/domain";
import { paths } from "../../lib/paths";
import { BriefStatusBadge } from "../../shared/ui/brief-status-badge";
import page from "../../shared/ui/content-page.module.css";
import styles from "./my-briefs.module.css";

/** /account/briefs: the consumer's requests for proposals, newest first; each opens its quotes. */
export function MyBriefsPage({ list }: { list: ConsumerBriefList }) {
  return (
    <div className={`container ${page.page}`}>
      <header className={page.hero}>
        <h1>{MY_BRIEFS_TITLE}</h1>
        <p className={page.lead}>{BRIEF_COPY.myBriefsLead}</p>
        <p>
          <Link to={paths.requestProposals()} className="btn btn-primary">
            {BRIEF_COPY.newBrief}
          </Link>
        </p>
      </header>
      {list.briefs.length === 0 ? (
        <p className={styles.empty}>{BRIEF_COPY.noBriefs}</p>
      ) : (
        <ul className={styles.list} aria-label={MY_BRIEFS_TITLE}>
          {list.briefs.map((brief) => (
            <li key={brief.id} className={styles.row}>
              <div className={styles.rowHead}>
                <Link to={paths.myBrief(brief.id)} className={styles.rowTitle}>
                  {brief.occasion} in {brief.locality}, {formatDay(brief.eventDate)}
                </Link>
                <BriefStatusBadge status={brief.status} />
              </div>
              <p className={styles.meta}>
                <span>{brief.reference}</span>
                <span>{briefCopyFor.vendorsLine(brief.vendorsCount, brief.quotesCount)}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
