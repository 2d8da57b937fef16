// cronstrue's translations register themselves on import and export nothing the library uses.
declare module 'cronstrue/locales/*';
