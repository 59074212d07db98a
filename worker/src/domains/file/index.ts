/** The file area's public face: image checks, where stored images live, and the upload record writer. */
export { CAROUSEL_TOO_LARGE, discardCarouselImage, storeCarouselImage } from './carousel';
export { detectImageFormat, IMAGE_CONTENT_TYPES } from './image-type';
export { contentDisposition } from './public-files';
export { recordMarkdownImage } from './records';
export { imageStorageKey, publicImageUrl } from './storage';
