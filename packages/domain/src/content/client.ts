// The site's own pages: the legal documents and the blog, as data and words both clients draw
// (docs/decisions/0066). Without zod: what @utsav/domain/client re-exports.
export * from "./blog-posts.ts";
export * from "./legal-documents.ts";
export * from "./words.ts";
