const babelOptions = {
  presets: [
    "babel-preset-gatsby",
    "@babel/preset-typescript",
    ["@babel/preset-react", { runtime: "automatic", importSource: "@emotion/react" }],
  ],
  plugins: ["@emotion/babel-plugin"],
}

module.exports = require("babel-jest").default.createTransformer(babelOptions)
