#!/usr/bin/env bash
# First step of `npm test`: the system tools the suite needs, installed with apt when this runs as root (CI and
# these machines), otherwise the one command to run. g++ and clang++: the C++ example runner; chromium: browser
# tests; redis-server: the counter's Redis store tests; strace: the counter's durability test (it delays fsync);
# java: the Nu HTML Checker (vnu-jar) that validates the built pages.
set -euo pipefail

declare -A PACKAGE_OF=([g++]=g++ [clang++]=clang [chromium]=chromium [redis-server]=redis-server [strace]=strace
  [java]=default-jre-headless)
missing=()
for tool in g++ clang++ chromium redis-server strace java; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("${PACKAGE_OF[$tool]}")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Cài các công cụ hệ thống còn thiếu: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Thiếu công cụ hệ thống: ${missing[*]}. Hãy chạy:" >&2
echo "  sudo apt-get install -y ${missing[*]}" >&2
exit 1
