/** One skill of the vocabulary: its other spellings (`synonyms`, full credit) and what it is a kind of (`broader`). */
export type TSkillConcept = { term: string; synonyms?: readonly string[]; broader?: string };
