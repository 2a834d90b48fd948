import { LegalScreen } from "../src/features/content/legal-screen";

/** /terms: the Terms & Conditions, at the web's address (docs/decisions/0066). */
export default function TermsRoute() {
  return <LegalScreen kind="terms" />;
}
