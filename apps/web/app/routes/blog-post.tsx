import { data, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/blog-post";
import { BlogArticle } from "../features/content/blog-article";
import { BLOG_POSTS, findBlogPost } from "@utsav/domain/client";
import { paths } from "../lib/paths";
import { seo } from "../lib/seo";
import { NotFoundView } from "../shared/ui/not-found-view";

export function loader({ params, context }: Route.LoaderArgs) {
  const post = findBlogPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  return { post, more: BLOG_POSTS.filter((other) => other.slug !== post.slug).slice(0, 3), origin: context.origin };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [{ title: "Article not found · Utsav" }];
  const { post, origin } = loaded;
  return seo({ title: `${post.title} · Utsav Blog`, description: post.excerpt, path: paths.blogPost(post.slug), origin, type: "article" });
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return <BlogArticle post={loaderData.post} more={loaderData.more} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView message="We could not find that article" />;
  // Anything else is the root boundary's to explain.
  throw error;
}
