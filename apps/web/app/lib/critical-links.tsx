import { useContext } from "react";
import { preload } from "react-dom";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * The requests the first paint waits for, named before anything else in <head>: the stylesheet and a page's
 * high-priority image preloads (the home hero). React Router's <Links> writes its module preloads first, and a
 * phone on a slow connection would otherwise fetch two dozen scripts before the CSS and the largest picture.
 * The stylesheet is preloaded (<Links> still adds the stylesheet itself); the browser fetches each file once.
 */
export function CriticalLinks({ nonce }: { nonce?: string }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const { manifest, routeModules } = framework;
  const ids = ["root", ...matches.map((m) => m.id).filter((id) => id !== "root")];
  const styles = [...new Set(ids.flatMap((id) => manifest.routes[id]?.css ?? []))];
  const images = ids.flatMap((id) => {
    const links = routeModules[id]?.links?.() ?? [];
    return links.filter((link) => "rel" in link && link.rel === "preload" && link.as === "image" && (link as { fetchPriority?: string }).fetchPriority === "high");
  });
  // React writes high-priority image preloads right after the viewport meta, ahead of every other request.
  for (const link of images) {
    const { imageSrcSet, imageSizes, type } = link as { imageSrcSet?: string; imageSizes?: string; type?: string; href?: string };
    const href = (link as { href?: string }).href ?? imageSrcSet?.split(/\s+/)[0] ?? "";
    preload(href, { as: "image", fetchPriority: "high", imageSrcSet, imageSizes, type, nonce });
  }
  return (
    <>
      {styles.map((href) => (
        <link key={href} rel="preload" as="style" href={href} nonce={nonce} />
      ))}
    </>
  );
}
