"""Quality evaluation on the team's gold sets (``hotmem eval``)."""

from hotmem.evaluation.common import DATA_DIR
from hotmem.evaluation.extraction import ExtractionReport, evaluate_extraction, load_gold

__all__ = ["DATA_DIR", "ExtractionReport", "evaluate_extraction", "load_gold"]
