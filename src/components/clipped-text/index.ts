export { ClippedText, CLIPPED_STYLE, type ClippedTextProps } from './ClippedText';
