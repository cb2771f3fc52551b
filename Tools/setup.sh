#!/usr/bin/env bash
# Installs what the project needs on a Debian machine that has the Swift toolchain:
# libedit (line editing), libcurl (the client's HTTP transport),
# libmicrohttpd (the server), libzstd (the local engine's compressed record store),
# tmux (the terminal test), SQLite (the benchmark anchor), man-db (`man -l` renders the
# generated man page in the CLI tests).
# Installs only what is missing; needs root (or sudo) only when something is missing.
set -euo pipefail

packages=(libedit-dev tmux libsqlite3-dev pkg-config libcurl4-openssl-dev libmicrohttpd-dev libzstd-dev man-db)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

command -v swift >/dev/null || { echo "setup: the Swift toolchain is not on PATH" >&2; exit 1; }
