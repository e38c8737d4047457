export default {
  rest: {
    defaultLimit: 100,
    // The web app pages through collections; one page stays bounded even for the benchmark set.
    maxLimit: 1000,
    withCount: true,
  },
};
