import { create } from 'zustand';

interface UiState {
  /** Set by a menu page while its delivery text is hidden under the header (spec §2). */
  headerDeliveryWeek: string | null;
  setHeaderDeliveryWeek: (week: string | null) => void;
}

export const useUi = create<UiState>()((set) => ({
  headerDeliveryWeek: null,
  setHeaderDeliveryWeek: (week) => set({ headerDeliveryWeek: week }),
}));
