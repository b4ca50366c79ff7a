let programs: [Program] = basics + seeds + timing + operators + traits + moreOperators
