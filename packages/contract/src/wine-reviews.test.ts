import { describe, expect, it } from 'vitest';
import { RATING_MESSAGE, REVIEW_COMMENT_MAX } from './reviews.ts';
import { CreateWineReviewSchema, MyWineReviewsSchema, reviewOfWine, wineRatingLabel } from './wine-reviews.ts';

const messages = (input: unknown) => {
  const result = CreateWineReviewSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('a wine review', () => {
  it('takes a rating of 1 to 5 stars and a comment', () => {
    expect(CreateWineReviewSchema.parse({ rating: 4, comment: ' Peppery and long. ' })).toEqual({
      rating: 4,
      comment: 'Peppery and long.',
    });
    expect(CreateWineReviewSchema.parse({ rating: '5', comment: 'Lovely' })).toEqual({ rating: 5, comment: 'Lovely' });
  });

  it('refuses other ratings with the event review message', () => {
    for (const rating of [0, 6, 3.5, '', 'five', undefined])
      expect(messages({ rating, comment: 'x' })).toEqual([['rating', RATING_MESSAGE]]);
  });

  it('needs a comment of bounded length', () => {
    expect(messages({ rating: 3, comment: '  ' })).toEqual([['comment', 'Please add a comment.']]);
    expect(messages({ rating: 3, comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) })).toEqual([
      ['comment', `The comment can be at most ${REVIEW_COMMENT_MAX} characters.`],
    ]);
  });
});

describe("a member's wine reviews", () => {
  const answer = {
    winesReviewd: [4, 9],
    reviews: [
      { wineId: 4, rating: 5, comment: 'Superb' },
      { wineId: 9, rating: 2, comment: 'Thin' },
    ],
  };

  it('parse under the spec names', () => {
    expect(MyWineReviewsSchema.parse(answer)).toEqual(answer);
    expect(MyWineReviewsSchema.parse({ winesReviewd: [], reviews: [] })).toEqual({ winesReviewd: [], reviews: [] });
  });

  it('keep winesReviewd and reviews in step', () => {
    expect(MyWineReviewsSchema.safeParse({ ...answer, winesReviewd: [4] }).success).toBe(false);
    expect(MyWineReviewsSchema.safeParse({ ...answer, winesReviewd: [4, 5] }).success).toBe(false);
  });

  it('find the review of one wine', () => {
    expect(reviewOfWine(answer, 9)).toEqual({ wineId: 9, rating: 2, comment: 'Thin' });
    expect(reviewOfWine(answer, 1)).toBeUndefined();
  });

  it('label ratings on the event scale', () => {
    expect([1, 2, 3, 4, 5].map(wineRatingLabel)).toEqual(['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']);
    expect(wineRatingLabel(0)).toBeUndefined();
  });
});
