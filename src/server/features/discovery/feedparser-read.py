"""Reads one feed with Universal Feed Parser (Debian python3-feedparser) and prints what it
understood as JSON: the bozo flag (a parse error), the feed's version and, per entry, its id,
title, authors, summary, link, links, published and updated times (UTC, ISO) and tags.
Used by feedparser.test.ts (docs/decisions/0026-sitemaps-feeds-signposting.md)."""
import json
import sys
import time

import feedparser


def iso(parsed):
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", parsed) if parsed else None


result = feedparser.parse(sys.argv[1])
print(
    json.dumps(
        {
            "bozo": bool(result.bozo),
            "bozoException": str(result.get("bozo_exception", "")),
            "status": result.get("status"),
            "version": result.version,
            "title": result.feed.get("title"),
            "entries": [
                {
                    "id": e.get("id"),
                    "title": e.get("title"),
                    "authors": [a.get("name") for a in e.get("authors", [])],
                    "summary": e.get("summary"),
                    "link": e.get("link"),
                    "links": [{"rel": l.get("rel"), "href": l.get("href")} for l in e.get("links", [])],
                    "published": iso(e.get("published_parsed")),
                    "updated": iso(e.get("updated_parsed")),
                    "tags": [t.get("term") for t in e.get("tags", [])],
                }
                for e in result.entries
            ],
        }
    )
)
