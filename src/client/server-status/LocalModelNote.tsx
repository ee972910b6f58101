import type { LocalModelStatus } from './use-server-status';

export const LOCAL_MODEL_NOTE =
  'Recipes here are written on this server by a small local AI model, not a hosted one.';

/** Says that a local model writes the recipes, and shows its progress while it gets ready. */
export function LocalModelNote({ local }: { local: LocalModelStatus }) {
  if (local.state === 'ready') return <p className="local-note">{LOCAL_MODEL_NOTE}</p>;
  if (local.state === 'failed') {
    return (
      <p className="local-note">
        The recipe model on this server could not be fetched yet. The server tries again on its own.
      </p>
    );
  }
  const percent =
    local.state === 'loading' || local.totalBytes <= 0
      ? local.state === 'loading'
        ? 100
        : 0
      : Math.min(100, Math.floor((local.receivedBytes / local.totalBytes) * 100));
  const label =
    local.state === 'loading'
      ? 'Getting the recipe model ready: loading it'
      : `Getting the recipe model ready: ${percent}% of ${megabytes(local.totalBytes)}`;
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

/** "986 MB"; a small file (as in tests) keeps a decimal: "0.5 MB". */
function megabytes(bytes: number): string {
  const mb = bytes / 1e6;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
