import type { Route } from "./+types/legal";
import { LEGAL_DOCUMENTS, LEGAL_PATHS, legalKindFromPath } from "@utsav/domain/client";
import { LegalPage } from "../features/content/legal-page";
import { seo } from "../lib/seo";

// One module for /privacy, /terms and /cookies (routes.ts ids legal-privacy, legal-terms, legal-cookies).
export function loader({ request, context }: Route.LoaderArgs) {
  return { kind: legalKindFromPath(new URL(request.url).pathname), origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  const doc = LEGAL_DOCUMENTS[data.kind];
  return seo({ title: `${doc.title} · Utsav`, description: doc.description, path: LEGAL_PATHS[data.kind], origin: data.origin });
}

export default function LegalRoute({ loaderData }: Route.ComponentProps) {
  return <LegalPage kind={loaderData.kind} />;
}
