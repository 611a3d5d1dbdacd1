const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A read-store filter for "contains this text, any case": the text is matched literally. */
export const containsPattern = (text: string) => ({ $regex: escapeRegExp(text), $options: 'i' });
