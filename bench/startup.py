"""Start-up costs of hotmem in a Pipecat bot, each measured in a fresh process.

* ``import hotmem`` and ``from hotmem import HotMem`` (wall time);
* cold load per language: the language's data, its spaCy pipeline and the warm-up turn;
* StartFrame hold: from the pipeline's start to the StartFrame leaving a pipeline that holds
  only a ``HotPathProcessor`` (default configuration: every language);
* RSS once every language is loaded.

    PYTHONPATH=$PWD python bench/startup.py [--langs en,fr] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys

_IMPORT = "import time; t = time.perf_counter(); {stmt}; print(time.perf_counter() - t)"

_COLD = """
import time
from hotmem import HotMem, HotMemConfig
memory = HotMem(None, config=HotMemConfig(langs=({lang!r},)))
t = time.perf_counter()
memory.warm_up([{lang!r}])
print(time.perf_counter() - t)
"""

_START = """
import asyncio, time, resource, warnings
warnings.simplefilter("ignore")
from loguru import logger
logger.remove()
from pipecat.frames.frames import EndFrame
from pipecat.pipeline.pipeline import Pipeline
from pipecat.pipeline.worker import PipelineParams, PipelineWorker
from pipecat.processors.aggregators.llm_context import LLMContext
from pipecat.workers.runner import WorkerRunner
from hotmem import HotMem
from hotmem.processors import HotPathProcessor

async def main():
    memory = HotMem(None)
    hotpath = HotPathProcessor(memory=memory, context=LLMContext(), user_id="alice")
    worker = PipelineWorker(Pipeline([hotpath]), params=PipelineParams(),
                            cancel_on_idle_timeout=False, enable_rtvi=False)
    times = {{}}

    @worker.event_handler("on_pipeline_started")
    async def started(_w, _f):
        times["started"] = time.perf_counter()
        await worker.queue_frame(EndFrame())

    runner = WorkerRunner(handle_sigint=False)
    await runner.add_workers(worker)
    times["run"] = time.perf_counter()
    await runner.run()
    memory.warm_up()  # every language, for the RSS
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(times["started"] - times["run"], rss)

asyncio.run(main())
"""


def _run(code: str) -> list[float]:
    out = subprocess.run(
        [sys.executable, "-W", "ignore", "-c", code],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    return [float(x) for x in out.splitlines()[-1].split()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--langs", default="en,de,es,fr,it,pt")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    results: dict[str, float] = {}
    for label, stmt in (
        ("import hotmem", "import hotmem"),
        ("from hotmem import HotMem", "from hotmem import HotMem"),
    ):
        runs = [_run(_IMPORT.format(stmt=stmt))[0] for _ in range(args.repeat)]
        results[f"{label} (s)"] = statistics.median(runs)
    for lang in args.langs.split(","):
        runs = [_run(_COLD.format(lang=lang))[0] for _ in range(args.repeat)]
        results[f"cold load {lang} (s)"] = statistics.median(runs)
    holds, rss = [], []
    for _ in range(args.repeat):
        hold, peak = _run(_START.format())
        holds.append(hold)
        rss.append(peak)
    results["StartFrame hold, default languages (s)"] = statistics.median(holds)
    results["RSS, every language loaded (MB)"] = statistics.median(rss)
    print(json.dumps({k: round(v, 3) for k, v in results.items()}, indent=2))


if __name__ == "__main__":
    main()
