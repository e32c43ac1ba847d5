import sys, json, time
sys.path.insert(0, str(__import__('pathlib').Path(__file__).resolve().parents[1]))
from hotmem.extraction import extract
from hotmem.session import SessionState
from hotmem.evaluation.common import load_jsonl, norm_triple
from pathlib import Path
lang = sys.argv[1]
items = load_jsonl(Path(__file__).resolve().parents[1] / 'bench' / 'data' / f'extraction_{lang}.jsonl')
tp=fp=fn=iok=mn=0
errs=[]
for it in items:
    st = SessionState('u','s')
    for c in it.get('context') or []:
        extract(c, lang, st)
    r = extract(it['text'], lang, st)
    got = {norm_triple(t.key) for t in r.facts if t.confidence>=0.5}
    gold = {norm_triple(t) for t in it['facts']}
    must = {norm_triple(t) for t in it.get('must_not',[])}
    tp+=len(got&gold); fp+=len(got-gold); fn+=len(gold-got); iok+= r.intent==it['intent']; mn+=len(got&must)
    if got!=gold or r.intent!=it['intent']:
        errs.append((it['id'], it['text'][:150], it['intent'], r.intent, sorted(gold-got), sorted(got-gold)))
P=tp/max(1,tp+fp); R=tp/max(1,tp+fn)
print(f"{lang}: n={len(items)} P={P:.3f} R={R:.3f} intent={iok/len(items):.3f} mustnot={mn}")
if len(sys.argv)>2:
    for e in errs: print(*e, sep='\n   '); 
