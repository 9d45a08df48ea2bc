/** The images of a payload (adverts, vendors and activities); the stored ones are the wire's `Image`. */

/** An image of a payload, in the wanted order: a kept image by id, or a new file to upload. */
export type ImageChoice = { id: number } | { file: File };
