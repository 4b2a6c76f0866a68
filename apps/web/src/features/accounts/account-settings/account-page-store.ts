import { create } from 'zustand';

/** The account page's sections that open an edit form (spec §2). */
export type EditableSection = 'shipping' | 'payment' | 'email' | 'password' | 'preferences';

interface AccountPageState {
  /** The green banner (spec §2, §3 'success_message'). */
  success_message: string | null;
  /** The red banner (spec §2, §3 'error_message'). */
  error_message: string | null;
  /** Sections in edit mode; several may be open at once. */
  editing: Record<EditableSection, boolean>;
  showSuccess: (message: string) => void;
  showError: (message: string) => void;
  clearMessages: () => void;
  setEditing: (section: EditableSection, editing: boolean) => void;
}

const closed: Record<EditableSection, boolean> = {
  shipping: false,
  payment: false,
  email: false,
  password: false,
  preferences: false,
};

// Signed-in pages are drawn in the browser only, so one store per tab is safe (unlike the session
// store, which the server fills per page). Leaving the page resets it (account-page.tsx).
export const useAccountPage = create<AccountPageState>()((set) => ({
  success_message: null,
  error_message: null,
  editing: closed,
  showSuccess: (message) => set({ success_message: message, error_message: null }),
  showError: (message) => set({ error_message: message, success_message: null }),
  clearMessages: () => set({ success_message: null, error_message: null }),
  setEditing: (section, editing) => set((s) => ({ editing: { ...s.editing, [section]: editing } })),
}));

/** The page as it opens: no banners, every section in view mode. */
export const resetAccountPage = () =>
  useAccountPage.setState({ success_message: null, error_message: null, editing: closed });
