import type { LocalModelStatus } from './use-server-status';
import { formatNumber, t } from '../i18n/text';
import en from '../i18n/en';

export const LOCAL_MODEL_NOTE = en.localReady;

/** Says that a local model writes the recipes, and shows its progress while it gets ready. */
export function LocalModelNote({ local }: { local: LocalModelStatus }) {
  if (local.state === 'ready') return <p className="local-note">{t('localReady')}</p>;
  if (local.state === 'failed') {
    return <p className="local-note">{t('localFailed')}</p>;
  }
  const percent =
    local.state === 'loading' || local.totalBytes <= 0
      ? local.state === 'loading'
        ? 100
        : 0
      : Math.min(100, Math.floor((local.receivedBytes / local.totalBytes) * 100));
  const label =
    local.state === 'loading'
      ? t('localLoading')
      : t('localProgress', { percent: String(percent), size: megabytes(local.totalBytes) });
  return (
    <div className="local-note local-note--preparing">
      <p id="local-model-progress">{label}</p>
      <div
        className="local-note__bar"
        role="progressbar"
        aria-labelledby="local-model-progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="local-note__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** "986"; a small file (as in tests) keeps a decimal: "0.5" ("0,5" in German). */
function megabytes(bytes: number): string {
  const mb = bytes / 1e6;
  const decimals = mb < 10 ? 1 : 0;
  return formatNumber(Number(mb.toFixed(decimals)), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  });
}
