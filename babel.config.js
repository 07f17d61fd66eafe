// Used by Jest only; Gatsby builds with its own Babel setup (babel-preset-gatsby + TypeScript).
module.exports = {
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
}
