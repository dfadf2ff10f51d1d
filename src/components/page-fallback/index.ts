export { PageFallback } from './PageFallback';
