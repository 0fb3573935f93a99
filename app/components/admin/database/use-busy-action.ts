import { useRef, useState } from "react";

/**
 * One action of a card at a time: `busy` names the running one (for its button's busy
 * label), and a second click while it runs is ignored rather than sent twice.
 */
export function useBusyAction<Key extends string>() {
  const [busy, setBusy] = useState<Key | null>(null);
  const running = useRef(false);
  async function run(key: Key, work: () => Promise<void>): Promise<void> {
    if (running.current) return;
    running.current = true;
    setBusy(key);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(null);
    }
  }
  return { busy, run };
}
