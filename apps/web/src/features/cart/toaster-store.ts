import { create } from 'zustand';

interface ToasterState {
  message: string | null;
  /** Bumps on every toast, so the same message twice still flashes. */
  id: number;
  show: (message: string) => void;
  clear: () => void;
}

/** The desktop toaster (spec §2): one message at a time, cleared after its flash. */
export const useToaster = create<ToasterState>()((set) => ({
  message: null,
  id: 0,
  show: (message) => set((s) => ({ message, id: s.id + 1 })),
  clear: () => set({ message: null }),
}));
