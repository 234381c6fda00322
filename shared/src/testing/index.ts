// `shared/testing`: what tests of every workspace share. Never imported by app code.
export { aDinner } from './dinners';
export { adminUser, emailOfLength, jsonResponse, memberUser, testSiteConfig } from './fixtures';
export { FakeIntersectionObserver, installFakeIntersectionObserver, removeFakeIntersectionObserver } from './fake-intersection-observer';
export { answerByRoute, answerWith, applyTestSiteConfig, hangs, stubFetch } from './fetch-stub';
export type { RouteAnswer, SentRequest } from './fetch-stub';
export {
  findToast, hydrateRoutes, LocationProbe, renderRoutes, renderRoutesToString, renderRoutesToStringLoaded, renderWithTheme, storeWith, toastArea,
} from './render';
export type { RenderRoutesOptions, StoreSetup } from './render';
export { hasStyleRule, writtenCss } from './styles';
export {
  expectNothingInjected, expectOnlySafeUrls, HOSTILE_TEXT, HOSTILE_URLS, PICTURE_HOSTS, PROFILE_LINK_HOSTS,
} from './hostile';
