import { Link } from 'shared/router';
import styled from 'styled-components';

const Wrap = styled.section`
  max-width: 36rem;
  margin: 4rem auto;
  padding: 0 1.25rem;
  text-align: center;
`;

export function NotFound() {
  return (
    <Wrap>
      <h1>Page not found</h1>
      <p>The page you asked for is not on our menu.</p>
      <Link to="/">Back to the home page</Link>
    </Wrap>
  );
}
