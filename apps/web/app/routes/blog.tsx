import type { Route } from "./+types/blog";
import { BlogList } from "../features/content/blog-list";
import { BLOG_POSTS } from "@utsav/domain/client";
import { paths } from "../lib/paths";
import { seo } from "../lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return seo({
    title: "Blog · Utsav",
    description:
      "Practical tips for celebrations in Bengaluru: office Diwali decor, corporate hampers by budget, flower decor lead times and festive lighting.",
    path: paths.blog(),
    origin: data?.origin,
  });
}

export default function BlogPage() {
  return <BlogList posts={BLOG_POSTS} />;
}
