export const newsKeys = {
  all: ['news'] as const,
  champagne: () => [...newsKeys.all, 'champagne'] as const,
};
