/** Community feeds, posts, replies and walls (/cong-dong, /post/{id}, /tuong). */
export const community = {};
