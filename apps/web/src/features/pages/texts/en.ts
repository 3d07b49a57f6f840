export default {
  notFound: {
    code: '404',
    title: 'Page not found',
    body: 'The page you asked for does not exist or has moved.',
  },
  serverError: {
    code: '500',
    title: 'Something went wrong',
    body: 'The server ran into a problem. Try again in a moment.',
  },
  notAuthorized: {
    code: '403',
    title: 'You are not authorized',
    body: 'Your account may not open this page. Ask the network owner for access.',
  },
  comingSoon: {
    title: 'Coming soon',
    body: 'This part of the dashboard is being built. Everything else works already.',
  },
  backHome: 'Back to the dashboard',
};
