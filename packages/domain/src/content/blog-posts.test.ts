import { describe, expect, it } from "vitest";
import { BLOG_POSTS, findBlogPost, readingMinutes } from "./blog-posts.ts";

describe("blog posts", () => {
  it("has four to six articles with unique slugs, 2025 dates and three to six paragraphs", () => {
    expect(BLOG_POSTS.length).toBeGreaterThanOrEqual(4);
    expect(BLOG_POSTS.length).toBeLessThanOrEqual(6);
    expect(new Set(BLOG_POSTS.map((post) => post.slug)).size).toBe(BLOG_POSTS.length);
    for (const post of BLOG_POSTS) {
      expect(post.date).toMatch(/^2025-\d\d-\d\d$/);
      expect(post.paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(post.paragraphs.length).toBeLessThanOrEqual(6);
    }
  });

  it("finds an article by slug and nothing for an unknown one", () => {
    expect(findBlogPost("diwali-office-decor-checklist")?.title).toMatch(/Diwali office decor/);
    expect(findBlogPost("no-such-article")).toBeUndefined();
  });

  it("lists the newest article first", () => {
    const dates = BLOG_POSTS.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("rounds reading time up at 200 words a minute", () => {
    const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
    expect(readingMinutes({ ...BLOG_POSTS[0]!, paragraphs: [words(20)] })).toBe(1);
    expect(readingMinutes({ ...BLOG_POSTS[0]!, paragraphs: [words(350), words(100)] })).toBe(3);
  });
});
