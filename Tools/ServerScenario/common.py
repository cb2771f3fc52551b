"""What the scenarios against `instantsearch serve` share: the official client pointed at the
server, and one line per check with a closing "N passed, N failed"."""

import sys

from algoliasearch.http.exceptions import RequestException
from algoliasearch.http.hosts import Host, HostsCollection
from algoliasearch.search.client import SearchClientSync
from algoliasearch.search.config import SearchConfig

RESULTS = {"passed": 0, "failed": 0}


def client(port, key):
    config = SearchConfig("LOCALAPP", key)
    config.hosts = HostsCollection([Host(url="127.0.0.1", scheme="http", port=port)])
    return SearchClientSync.create_with_config(config=config)


def check(name, condition, detail=""):
    RESULTS["passed" if condition else "failed"] += 1
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f": {detail}"))


def status_of(call):
    """The HTTP status a call ends with: 200, or the status of the error it raised."""
    try:
        call()
    except RequestException as error:
        return error.status_code
    return 200


def error_of(call):
    """The status and message of the error a call raised, (200, "") when none."""
    try:
        call()
    except RequestException as error:
        return error.status_code, str(error)
    return 200, ""


def finish():
    print(f"{RESULTS['passed']} passed, {RESULTS['failed']} failed")
    sys.exit(1 if RESULTS["failed"] else 0)
