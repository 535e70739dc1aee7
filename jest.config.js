// Jest per Gatsby's unit-testing guide: babel-preset-gatsby and a gatsby mock (__mocks__/gatsby.js).
module.exports = {
  transform: {
    "^.+\\.[jt]sx?$": [
      "babel-jest",
      {
        presets: [
          "babel-preset-gatsby",
          "@babel/preset-typescript",
          ["@babel/preset-react", { runtime: "automatic", importSource: "@emotion/react" }],
        ],
        plugins: ["@emotion/babel-plugin"],
      },
    ],
  },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public", "<rootDir>/e2e", "<rootDir>/bench/tmp"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironment: "jsdom",
  // A hang guard, not a speed check: user-event typing is slow on a loaded 2-core machine.
  testTimeout: 30_000,
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFilesAfterEnv: ["@testing-library/jest-dom"],
}
