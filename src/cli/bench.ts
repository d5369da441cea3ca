// `npm run bench`: benchmark scripts arrive with the BFF (issue 4) and the bridge page (issue 5).
console.log(
  'No benchmarks yet: proxy overhead and fan-out come with the BFF (issue 4), bundle size with the bridge (issue 5).',
);
