#!/usr/bin/env bash
# The package as a user gets it: build the sdist and the wheel, install the wheel with its
# [models] extra in a clean virtualenv, check the environment (pip check), and run
# `hotmem doctor`, `hotmem demo` and the offline Pipecat example from outside the checkout.
#
#   scripts/wheel_check.sh [PYTHON]        (make wheel-check; CI runs it after the tests)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
python=${1:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "wheel-check: building the sdist and the wheel"
"$python" -m venv "$work/build"
"$work/build/bin/pip" install --quiet --upgrade pip build
"$work/build/bin/python" -m build --outdir "$work/dist" "$repo" >/dev/null
wheel=$(ls "$work"/dist/*.whl)
sdist=$(ls "$work"/dist/*.tar.gz)
ls "$work"/dist
# The wheel was built from the sdist; the sdist must also carry what its tests need.
tar xzf "$sdist" -C "$work"
source_tree=$(ls -d "$work"/pipecat_hotmem-*/)
for needed in tests/conftest.py tests/store/conftest.py bench/pgserver.py bench/data docs Makefile; do
  test -e "$source_tree/$needed" || { echo "wheel-check: the sdist lacks $needed" >&2; exit 1; }
done

echo "wheel-check: installing $(basename "$wheel")[models] in a clean virtualenv"
"$python" -m venv "$work/user"
"$work/user/bin/pip" install --quiet --upgrade pip
"$work/user/bin/pip" install --quiet "$wheel[models]"
"$work/user/bin/pip" check

cd "$work"  # from outside the checkout: nothing is imported from the repository
echo "wheel-check: hotmem doctor"
"$work/user/bin/hotmem" doctor --db "$work/memory"
echo "wheel-check: hotmem demo"
HOTMEM_DB="$work/memory" "$work/user/bin/hotmem" demo >"$work/demo.out"
tail -n 5 "$work/demo.out"
echo "wheel-check: the offline Pipecat example"
HOTMEM_DB="$work/memory" "$work/user/bin/python" "$repo/examples/offline_text_bot.py" >"$work/bot.out"
tail -n 5 "$work/bot.out"
echo "wheel-check: tests from the unpacked sdist (its docs and the embedded store contract)"
"$work/user/bin/pip" install --quiet pytest pytest-asyncio hypothesis
(cd "$source_tree" && "$work/user/bin/python" -m pytest -q -p no:cacheprovider \
  tests/test_docs.py tests/store/test_contract.py -k "not postgres")
echo "wheel-check: ok"
