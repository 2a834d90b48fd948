// Expo's preset (TypeScript, JSX, the router's routes). It applies to the shared packages too, whose sources the
// app imports directly.
module.exports = function (api) {
  api.cache(true);
  return { presets: ["babel-preset-expo"] };
};
