"""Algolia's official Python client (v4) against `instantsearch serve`.

Usage: python scenario.py PORT ADMIN_KEY SEARCH_KEY
Runs the scenario of the server's done-when list and prints one line per check, then
"N passed, N failed"; exits non-zero when a check failed.
"""

import sys

from common import check, client, finish, status_of

PORT, ADMIN_KEY, SEARCH_KEY = int(sys.argv[1]), sys.argv[2], sys.argv[3]


MOVIES = [
    {"objectID": f"m{n}", "title": title, "genre": genre, "year": year, "rating": rating}
    for n, (title, genre, year, rating) in enumerate(
        [
            ("Star Wars", "Science Fiction", 1977, 8.6),
            ("Star Trek", "Science Fiction", 1979, 6.4),
            ("The Matrix", "Science Fiction", 1999, 8.7),
            ("Amelie", "Comedy", 2001, 8.3),
            ("Heat", "Crime", 1995, 8.3),
            ("Alien", "Science Fiction", 1979, 8.5),
            ("Arrival", "Science Fiction", 2016, 7.9),
            ("Fargo", "Crime", 1996, 8.1),
        ]
    )
]

admin = client(PORT, ADMIN_KEY)
search = client(PORT, SEARCH_KEY)

responses = admin.save_objects("movies", MOVIES)
for response in responses:
    admin.wait_for_task("movies", response.task_id)
check("save objects, wait for the task", len(responses) == 1 and len(responses[0].object_ids) == 8)

task = admin.set_settings(
    "movies",
    {"attributesForFaceting": ["genre", "year"], "replicas": ["movies_year_desc"]},
    forward_to_replicas=True,
)
admin.wait_for_task("movies", task.task_id)
task = admin.set_settings(
    "movies_year_desc",
    {"ranking": ["desc(year)", "typo", "words", "proximity", "attribute", "exact", "custom"]},
)
admin.wait_for_task("movies_year_desc", task.task_id)

result = search.search_single_index(
    "movies", {"query": "", "filters": "year > 1990", "facets": ["genre"]}
).to_dict()
check("search with filters", result["nbHits"] == 5, result["nbHits"])
check(
    "facet counts",
    result.get("facets", {}).get("genre") == {"Science Fiction": 2, "Crime": 2, "Comedy": 1},
    result.get("facets"),
)

multiple = search.search(
    {
        "requests": [
            {"indexName": "movies", "query": "star"},
            {"indexName": "movies", "query": "", "facetFilters": [["genre:Crime"]]},
        ]
    }
).to_dict()
counts = [r["nbHits"] for r in multiple["results"]]
check("multiple queries", counts == [2, 2], counts)

sorted_hits = search.search_single_index("movies_year_desc", {"query": ""}).to_dict()["hits"]
check("replica sorted by its own ranking", sorted_hits[0]["title"] == "Arrival", sorted_hits[0])

browsed = []
admin.browse_objects("movies", lambda page: browsed.extend(page.hits), {"hitsPerPage": 3})
check("browse every record with a cursor", len(browsed) == 8, len(browsed))

task = admin.partial_update_object(
    "movies", "m3", {"rating": {"_operation": "Increment", "value": 1}, "seen": True}
)
admin.wait_for_task("movies", task.task_id)
amelie = admin.get_object("movies", "m3")
check("partial update", amelie["rating"] == 9.3 and amelie["seen"] is True, amelie)

task = admin.delete_object("movies", "m4")
admin.wait_for_task("movies", task.task_id)
check("delete: the record is gone", status_of(lambda: admin.get_object("movies", "m4")) == 404)

task = admin.set_settings("movies", {"customRanking": ["desc(rating)"]}, forward_to_replicas=True)
admin.wait_for_task("movies", task.task_id)
replica_settings = admin.get_settings("movies_year_desc").to_dict()
check(
    "setSettings forwarded to the replica",
    replica_settings.get("customRanking") == ["desc(rating)"],
    replica_settings,
)

write_status = status_of(lambda: search.save_object("movies", {"title": "Nope"}))
check("403 with the search key on a write", write_status == 403, write_status)
missing_status = status_of(lambda: search.search_single_index("no_such_index", {"query": "x"}))
check("404 on a missing index", missing_status == 404, missing_status)

finish()
