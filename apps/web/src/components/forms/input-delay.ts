import { useEffect, useState } from 'react';

/**
 * Spec §9 'default form input delay 20 ms': what is typed reaches the form (and, once a form has
 * been submitted, its re-validation) 20 ms after the last keystroke, so a burst of keys (a paste,
 * an autofill, fast typing) updates the form once.
 */
export const FORM_INPUT_DELAY_MS = 20;

export interface DelayedCommit<V> {
  /** Keeps the value and commits it (with `commit`) once no other comes within the delay. */
  push: (value: V, commit: (value: V) => void) => void;
  /** Commits the kept value now, if there is one. */
  flush: () => void;
  /** Whether a value waits to be committed. */
  pending: () => boolean;
}

/** The delay itself, free of React. */
export function delayedCommit<V>(delayMs: number = FORM_INPUT_DELAY_MS): DelayedCommit<V> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { value: V; commit: (value: V) => void } | null = null;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!waiting) return;
    const { value, commit } = waiting;
    waiting = null;
    commit(value);
  };
  return {
    push: (value, commit) => {
      waiting = { value, commit };
      clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    flush,
    pending: () => waiting !== null,
  };
}

/**
 * A form input's text with the input delay: the input shows each keystroke at once, the form gets
 * the text after the delay. Leaving the field or pressing Enter commits at once, so a submit
 * (a click on the button, which first takes the focus, or Enter in the field) always validates
 * what is in the field.
 */
export function useDelayedInput<V>(field: {
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
}) {
  const [draft, setDraft] = useState<{ value: V } | null>(null);
  const [delay] = useState(() => delayedCommit<V>());
  // What waits is committed, not lost, when the field goes (an edit section that closes).
  useEffect(() => () => delay.flush(), [delay]);
  const { onChange, onBlur } = field;
  return {
    value: draft ? draft.value : field.value,
    onChange: (value: V) => {
      setDraft({ value });
      delay.push(value, (committed) => {
        onChange(committed);
        setDraft(null);
      });
    },
    onBlur: () => {
      delay.flush();
      onBlur();
    },
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Enter') delay.flush();
    },
  };
}
