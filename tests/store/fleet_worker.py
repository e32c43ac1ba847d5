"""A bot worker of the fleet test: one HotMem on a shared PostgreSQL store, driven by JSON lines.

Each stdin line is a command; each answer is one JSON line on stdout:
``{"op": "turn", "text", "user", "session"}`` → the turn's facts and memory message;
``{"op": "forget", "user", "object"}`` → how many facts were deleted;
``{"op": "facts", "user"}`` → the user's active facts;
``{"op": "heard", "user"}`` → the newest version of the user this worker heard another write.
"""

from __future__ import annotations

import json
import sys

from hotmem import HotMem, HotMemConfig


def main() -> None:
    dsn, schema = sys.argv[1], sys.argv[2]
    config = HotMemConfig(langs=("en",), dsn=dsn, pg_schema=schema)
    with HotMem(config=config) as memory:
        memory.warm_up()
        print(json.dumps({"ready": True}), flush=True)
        for line in sys.stdin:
            command = json.loads(line)
            op, user = command["op"], command.get("user")
            if op == "turn":
                result = memory.process_turn(
                    command["text"], user_id=user, session_id=command["session"]
                )
                answer = {
                    "facts": [list(f.triple) for f in result.facts],
                    "message": result.context_message or "",
                }
            elif op == "forget":
                answer = {"count": memory.forget(user, object=command["object"])}
            elif op == "facts":
                answer = {"facts": [list(f.triple) for f in memory.facts(user)]}
            elif op == "heard":
                answer = {"version": memory.store.changes_since(user, 0) or 0}
            else:
                break
            print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()
