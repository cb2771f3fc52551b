"""Algolia's official Python client (v4) against `instantsearch serve` on folders laid out like
Algolia's public exports: records without objectID, a settings file wrapped as
{"settings": ...} with a null and an unknown key, a folder-level settings.json.

Usage:
  python exports.py make RECIPES_DIR MOVIES_DIR      write the two folders
  python exports.py PHASE PORT ADMIN_KEY SEARCH_KEY IDS_FILE
with PHASE one of: read (no write: run.sh then checks the folder's bytes), write, restart
(after a restart: the writes and the generated IDs are still there), folder (MOVIES_DIR).
Prints one line per check, then "N passed, N failed"; exits non-zero when a check failed.
"""

import json
import os
import sys

from common import check, client, error_of, finish, status_of

# Points around the antimeridian, and one far from it.
PLACES = [(-20.0, 175.0), (-30.0, -175.0), (-40.0, 179.5), (-20.0, 0.0), (20.0, 175.0)]


def recipes():
    records = []
    for n in range(40):
        record = {
            "title": f"Recipe {n} — crème brûlée 寿司",
            "tags": ["dessert", "french"] if n % 2 else ["vegan", "main"],
            "steps": [["heat", n], ["bake", {"minutes": n}]],
            "origin": {"country": "Japan" if n % 3 else "France", "cities": ["Tokyo", None]},
        }
        if n < len(PLACES):
            record["_geoloc"] = {"lat": PLACES[n][0], "lng": PLACES[n][1]}
        records.append(record)
    return records


def make(recipes_dir, movies_dir):
    os.makedirs(recipes_dir, exist_ok=True)
    with open(os.path.join(recipes_dir, "recipes.json"), "w", encoding="utf-8") as file:
        json.dump(recipes(), file, ensure_ascii=False, indent=1)
    settings = {
        "searchableAttributes": ["title", "tags"],
        "attributesForFaceting": ["searchable(tags)"],
        "customRanking": None,
        "bogusKey": 1,
    }
    with open(os.path.join(recipes_dir, "recipes_settings.json"), "w") as file:
        json.dump({"settings": settings}, file, indent=2)
    os.makedirs(movies_dir, exist_ok=True)
    movies = [{"title": title, "genre": genre} for title, genre in [
        ("Alien", "Science Fiction"), ("Amelie", "Comedy"), ("Heat", "Crime")]]
    with open(os.path.join(movies_dir, "movies.json"), "w") as file:
        json.dump(movies, file)
    with open(os.path.join(movies_dir, "settings.json"), "w") as file:
        json.dump({"searchableAttributes": ["title"], "attributesForFaceting": ["genre"]}, file)


def ids_by_title(admin):
    hits = []
    admin.browse_objects("recipes", lambda page: hits.extend(page.hits), {"hitsPerPage": 15})
    return {hit.to_dict()["title"]: hit.object_id for hit in hits}


def read(admin, search, ids_file):
    settings = admin.get_settings("recipes").to_dict()
    check("the {\"settings\": ...} wrapper is applied",
          settings.get("attributesForFaceting") == ["searchable(tags)"], settings)

    hits = search.search_single_index("recipes", {"query": "recipe", "hitsPerPage": 5}).hits
    ids = [hit.object_id for hit in hits]
    check("hits of records without objectID carry one", len(ids) == 5 and all(ids), ids)
    check("get_object finds a hit's objectID",
          all(admin.get_object("recipes", object_id)["objectID"] == object_id for object_id in ids))
    objects = search.get_objects(
        {"requests": [{"indexName": "recipes", "objectID": object_id} for object_id in ids]})
    check("get_objects finds them all", all(result is not None for result in objects.results))

    by_title = ids_by_title(admin)
    check("browse_objects: 40 records, each with its objectID",
          len(by_title) == 40 and all(by_title.values()), len(by_title))
    with open(ids_file, "w", encoding="utf-8") as file:
        json.dump(by_title, file, ensure_ascii=False)

    facets = search.search_for_facet_values("recipes", "tags", {"facetQuery": "des"}).to_dict()
    values = [hit["value"] for hit in facets["facetHits"]]
    check("search_for_facet_values", values == ["dessert"], facets)

    status, message = error_of(lambda: admin.get_task("recipes", 999999))
    check("a task never issued is a 404", status == 404, (status, message))

    for params in [{}, {"filters": ""}]:
        status, message = error_of(lambda: admin.delete_by("recipes", params))
        check(f"delete_by {params} is refused",
              status == 400 and "doesn't accept empty filters or query" in message,
              (status, message))
    count = search.search_single_index("recipes", {"query": ""}).nb_hits
    check("the refused delete_by deleted nothing", count == 40, count)

    status, message = error_of(lambda: admin.custom_put(
        "1/indexes/recipes/settings", body={"searchableAtributes": ["title"]}))
    check("an unknown settings key is Algolia's 400",
          status == 400 and "Invalid object attributes: searchableAtributes near line:1" in message,
          (status, message))

    # Algolia reads a box's corners in any order, so a box across the 180th meridian covers
    # the longitudes between its corners, the other way round (its documented answer:
    # "the results return everything outside the area"), and so does the engine.
    box = search.search_single_index(
        "recipes", {"query": "", "insideBoundingBox": [[-10, 170, -50, -170]]}).to_dict()
    found = sorted((hit["_geoloc"]["lat"], hit["_geoloc"]["lng"]) for hit in box["hits"])
    expected = sorted(place for place in PLACES if -50 <= place[0] <= -10 and abs(place[1]) <= 170)
    check("a box across the 180th meridian answers as Algolia does", found == expected, found)
    split = search.search_single_index("recipes", {
        "query": "", "insideBoundingBox": [[-10, 170, -50, 180], [-10, -180, -50, -170]]}).to_dict()
    found = sorted((hit["_geoloc"]["lat"], hit["_geoloc"]["lng"]) for hit in split["hits"])
    expected = sorted(place for place in PLACES if -50 <= place[0] <= -10 and abs(place[1]) >= 170)
    check("the same box split at the meridian, as Algolia advises", found == expected, found)


def write(admin, ids_file):
    with open(ids_file, encoding="utf-8") as file:
        by_title = json.load(file)
    first, second = by_title["Recipe 1 — crème brûlée 寿司"], by_title["Recipe 3 — crème brûlée 寿司"]
    task = admin.partial_update_object("recipes", first, {"rating": 5}, create_if_not_exists=False)
    admin.wait_for_task("recipes", task.task_id)
    task = admin.delete_object("recipes", second)
    admin.wait_for_task("recipes", task.task_id)
    response = admin.delete_by("recipes", {"filters": "tags:vegan"})
    check("delete_by answers taskID and updatedAt", bool(response.updated_at), response)
    admin.wait_for_task("recipes", response.task_id)
    record = admin.get_object("recipes", first)
    check("a partial update by a generated objectID", record.get("rating") == 5, record)
    check("a delete by a generated objectID",
          status_of(lambda: admin.get_object("recipes", second)) == 404)
    count = admin.search_single_index("recipes", {"query": ""}).nb_hits
    check("delete_by with a filter deleted what it matched", count == 19, count)


def restart(admin, ids_file):
    with open(ids_file, encoding="utf-8") as file:
        before = json.load(file)
    after = ids_by_title(admin)
    kept = {title: object_id for title, object_id in before.items() if title in after}
    check("after a restart the generated objectIDs are the same", kept == after, after)
    check("after a restart the writes are there", len(after) == 19, len(after))
    record = admin.get_object("recipes", before["Recipe 1 — crème brûlée 寿司"])
    check("after a restart the partial update is there", record.get("rating") == 5, record)


def folder(admin):
    names = [index.name for index in admin.list_indices().items]
    check("a folder-level settings.json is no index", names == ["movies"], names)
    settings = admin.get_settings("movies").to_dict()
    check("a folder-level settings.json applies to the folder's records",
          settings.get("searchableAttributes") == ["title"], settings)
    facets = admin.search_single_index("movies", {"query": "", "facets": ["genre"]}).to_dict()
    check("its facets are searched", len(facets.get("facets", {}).get("genre", {})) == 3, facets)


if sys.argv[1] == "make":
    make(sys.argv[2], sys.argv[3])
    sys.exit(0)
PHASE, PORT, ADMIN_KEY, SEARCH_KEY = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
ADMIN, SEARCH = client(PORT, ADMIN_KEY), client(PORT, SEARCH_KEY)
IDS_FILE = sys.argv[5] if len(sys.argv) > 5 else None
if PHASE == "read":
    read(ADMIN, SEARCH, IDS_FILE)
elif PHASE == "write":
    write(ADMIN, IDS_FILE)
elif PHASE == "restart":
    restart(ADMIN, IDS_FILE)
elif PHASE == "folder":
    folder(ADMIN)
else:
    sys.exit(f"exports.py: unknown phase {PHASE}")
finish()
