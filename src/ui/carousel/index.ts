/** The carousel's parts; compose them as in src/sections/home/portfolio. */
export { Carousel } from "./Carousel"
export { CarouselViewport } from "./CarouselViewport"
export { CarouselSlide } from "./CarouselSlide"
export { CarouselControls, CarouselNext, CarouselPlayToggle, CarouselPrevious } from "./CarouselControls"
export { CarouselDots } from "./CarouselDots"
export { CAROUSEL_ZOOM_CONTENT, CarouselZoom, type CarouselZoomLabels } from "./CarouselZoom"
