import { Link } from "react-router";
import { vendorsPagePicture } from "@utsav/catalogue/site-pictures";
import { chatLink, CITY, COMMON_COPY, SUPPORT, UPLOAD } from "@utsav/domain/client";
import { paths } from "../../../lib/paths";
import page from "../../../shared/ui/content-page.module.css";
import { Picture } from "../../../shared/ui/picture";
import styles from "./vendor-onboarding-page.module.css";

// Only what vendors have today (issue 38, docs/decisions/0040): a store page with the gallery and reviews from bookings
// (docs/decisions/0059, 0060), and no invoicing yet.
// `picture` names the card's picture in the catalogue's site pictures.
const BENEFITS = [
  {
    title: "Reach",
    picture: "Reach",
    text: `Be found by families and companies across ${CITY} who are planning decor, gifts and sweets right now, including corporate buyers ordering for whole teams.`,
  },
  {
    title: "Verified badge",
    picture: "Verified badge",
    text: "Once your documents are checked, your offerings carry a Verified badge, and customers who want only verified vendors can filter for them.",
  },
  {
    title: COMMON_COPY.bookingsAndLeads,
    picture: COMMON_COPY.bookingsAndLeads,
    text: "Receive booking requests with the details you ask for, and leads from customers who view your contact to call you.",
  },
  {
    title: "Your own store page",
    picture: "Your own storefront",
    text: "A page of your business with your story, the pictures you choose with their captions, every offering and your terms, and the reviews customers write after their bookings, with your answers. Each offering gets its own page too.",
  },
];

const MAX_MB = UPLOAD.maxFileBytes / 1024 / 1024;

/** How wide a card's picture is drawn: one, two or four columns. */
const CARD_SIZES = "(min-width: 1024px) 260px, (min-width: 768px) 45vw, 92vw";

const DOCUMENTS = [
  { name: "PAN", text: "Of your business, or your own PAN if you are a sole proprietor." },
  { name: "GSTIN", text: "Only if your business is registered for GST. We check it with your other documents." },
  { name: "FSSAI licence or registration", text: "Required for anything edible: sweets, cakes and hampers with food." },
  { name: "Aadhaar", text: "Of the owner or the person who signs for the business." },
];

const STEPS = [
  "Sign in with your mobile number and the one-time code we send by SMS.",
  "Fill in your business profile: name, a short bio, what you offer and where you serve.",
  "Add your offerings with prices and photos, and your returns, refunds and cancellations policy.",
  "Upload your KYC documents and submit them for verification.",
  "Go live with the verified badge and start receiving bookings and leads.",
];

const FAQ = [
  {
    q: "Who can join?",
    a: `Decorators, florists, lighting teams, gifting and hamper businesses, and sweet makers who serve customers in ${CITY}. Home businesses are welcome.`,
  },
  {
    q: "How long does verification take?",
    a: "Usually a few working days after you submit complete documents. If something is missing or unclear, we tell you what to fix.",
  },
  {
    q: "I am not registered for GST. Can I still join?",
    a: "Yes. PAN and Aadhaar are enough for most businesses; an FSSAI licence or registration is required only if you sell food.",
  },
  {
    q: "How do customers pay?",
    a: "Bookings are cash on delivery: the customer pays you directly when you deliver. For offerings sold on your own website, customers buy there.",
  },
  {
    q: "Can I change my offerings later?",
    a: "Yes. You can edit prices, photos and descriptions, add new offerings or take old ones down at any time from your dashboard.",
  },
];

/**
 * The /vendors landing page (hero action browse_vendors): why join, what to keep ready, the steps, a call back for
 * those not ready to sign up (the vendor waitlist) and the FAQ. Get started goes to the vendor sign-in.
 * `waitlistForm` is the vendor waitlist form of features/waitlist, which the route composes in.
 */
export function VendorOnboardingPage({ waitlistForm }: { waitlistForm: React.ReactNode }) {
  return (
    <div className={page.page}>
      <section className={styles.hero}>
        <div className="container">
          <div className={styles.heroInner}>
            <p className={page.eyebrow}>For vendors in {CITY}</p>
            <h1 className="page-title">Onboard as Vendor</h1>
            <p className={page.lead}>
              Bring your decor, gifting or sweets business to Utsav, and meet customers who are ready to celebrate.
            </p>
            <div className={styles.actions}>
              <Link to={paths.vendorLogin()} className="btn btn-primary">
                Get started
              </Link>
              <a
                href={chatLink(SUPPORT.phone, "Hi, I would like to onboard as a vendor on Utsav.")}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-outline"
              >
                Talk to us
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
        </div>
      </section>

      <div className="container">
        <section className={page.sectionBlock} aria-labelledby="why-join">
          <h2 id="why-join" className="section-title">
            What joining means
          </h2>
          <ul className={styles.cards}>
            {BENEFITS.map((benefit) => {
              const picture = vendorsPagePicture(benefit.picture);
              return (
                <li key={benefit.title} className={styles.card}>
                  {picture ? <Picture media={picture} sizes={CARD_SIZES} className={styles.picture} /> : null}
                  <h3 className={styles.cardTitle}>{benefit.title}</h3>
                  <p className={styles.cardText}>{benefit.text}</p>
                </li>
              );
            })}
          </ul>
        </section>

        <div className={styles.columns}>
          <section className={page.sectionBlock} aria-labelledby="kyc">
            <h2 id="kyc" className="section-title">
              Documents to keep ready
            </h2>
            <p className="muted">We verify every vendor before they go live (KYC). Upload clear photos or PDFs, up to {MAX_MB} MB each.</p>
            <ul className={styles.docs}>
              {DOCUMENTS.map((doc) => (
                <li key={doc.name}>
                  <strong>{doc.name}</strong>
                  <span>{doc.text}</span>
                </li>
              ))}
            </ul>
          </section>

          <section className={page.sectionBlock} aria-labelledby="steps">
            <h2 id="steps" className="section-title">
              How to join
            </h2>
            <ol className={styles.steps}>
              {STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </div>

        <section className={`${page.sectionBlock} ${styles.callBack}`} aria-labelledby="call-back">
          <div className={styles.callBackIntro}>
            <h2 id="call-back" className="section-title">
              Prefer a call back?
            </h2>
            <p className="muted">
              Outside {CITY}, or would you rather talk to us before you sign up? Leave your details and we will call you. We are coming to
              more cities soon, and vendors on this list hear first.
            </p>
          </div>
          {waitlistForm}
        </section>

        <section className={page.sectionBlock} aria-labelledby="faq">
          <h2 id="faq" className="section-title">
            Questions vendors ask
          </h2>
          <div className={styles.faq}>
            {FAQ.map((item) => (
              <details key={item.q} className={styles.question}>
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </div>
        </section>

        <aside className={page.cta} aria-labelledby="vendor-cta">
          <h2 id="vendor-cta">Ready when you are</h2>
          <p>Sign in with your phone number to start. You can save your profile and finish the rest later.</p>
          <Link to={paths.vendorLogin()} className="btn btn-primary">
            Get started
          </Link>
        </aside>
      </div>
    </div>
  );
}
