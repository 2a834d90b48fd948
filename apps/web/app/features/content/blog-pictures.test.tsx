import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { blogPicture } from "@utsav/catalogue/site-pictures";
import { renderWithRouter } from "../../../test/render";
import { BlogArticle } from "./blog-article";
import { BlogList } from "./blog-list";
import { BLOG_POSTS } from "@utsav/domain/client";

describe("blog pictures (issue 24)", () => {
  it("every article has its own picture", () => {
    const urls = BLOG_POSTS.map((post) => blogPicture(post.slug)?.url);
    expect(urls.every(Boolean)).toBe(true);
    expect(new Set(urls).size).toBe(BLOG_POSTS.length);
  });

  it("shows each card's picture with its alt text, in AVIF and WebP, in a 3:2 frame", () => {
    renderWithRouter(<BlogList posts={BLOG_POSTS} />);
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(BLOG_POSTS.length);
    for (const [i, card] of cards.entries()) {
      const picture = blogPicture(BLOG_POSTS[i]!.slug)!;
      const img = within(card).getByRole("img", { name: picture.alt });
      expect(img.getAttribute("width")).toBe("960");
      expect(img.getAttribute("height")).toBe("640");
      expect(img.getAttribute("loading")).toBe("lazy");
      const sources = img.parentElement!.querySelectorAll("source");
      expect([...sources].map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    }
  });

  it("opens an article with its picture, loaded first", () => {
    const [post, ...more] = BLOG_POSTS;
    renderWithRouter(<BlogArticle post={post!} more={more.slice(0, 3)} />);
    const img = screen.getByRole("img", { name: blogPicture(post!.slug)!.alt });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("src")).toBe(`/assets/images/site/blog-${post!.slug}/1-640.webp`);
  });
});
