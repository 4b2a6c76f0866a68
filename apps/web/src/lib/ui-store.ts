import { create } from 'zustand';

interface UiState {
  /** Set by a menu page while its delivery text is hidden under the header (spec §2). */
  headerDeliveryWeek: string | null;
  setHeaderDeliveryWeek: (week: string | null) => void;
  /** The week whose box the storefront shows (a menu's ?week=); null: the current week. */
  cartWeek: string | null;
  setCartWeek: (week: string | null) => void;
}

export const useUi = create<UiState>()((set) => ({
  headerDeliveryWeek: null,
  setHeaderDeliveryWeek: (week) => set({ headerDeliveryWeek: week }),
  cartWeek: null,
  setCartWeek: (week) => set({ cartWeek: week }),
}));
