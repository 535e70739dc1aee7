// Jest per Gatsby's unit-testing guide: babel-preset-gatsby transform and a gatsby mock.
module.exports = {
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public", "<rootDir>/e2e", "<rootDir>/bench/tmp"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironment: "jsdom",
  // user-event typing is slow on a loaded 2-core CI machine; this is a hang guard, not a speed check.
  testTimeout: 30_000,
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
}
