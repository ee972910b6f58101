import { readDurations } from './step-durations';
import { KITCHEN_TEXT } from './kitchen-text';

interface StepTextProps {
  text: string;
  /** Starts a timer of this many seconds, named for the step. */
  onTimer: (seconds: number) => void;
}

/** A step's words, each duration in it a button that starts a timer (a range: its shorter end). */
export function StepText({ text, onTimer }: StepTextProps) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const duration of readDurations(text)) {
    parts.push(text.slice(last, duration.start));
    parts.push(
      <button
        key={duration.start}
        type="button"
        className="kitchen__duration"
        aria-label={KITCHEN_TEXT.startTimer(duration.text)}
        onClick={() => onTimer(duration.seconds)}
      >
        {duration.text}
      </button>,
    );
    last = duration.end;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
