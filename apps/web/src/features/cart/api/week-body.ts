/** The week a cart call is about, in its body: none for the current ordering week. */
export const weekBody = (week: string | undefined) => (week ? { week } : {});
